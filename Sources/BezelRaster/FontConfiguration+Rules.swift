import BezelCore

extension FontConfiguration {
    /// Every name of the system font (`SystemFont.names`) stands for its stand-ins, in order
    /// (`binding="same"`: as strongly as if the theme had named them itself).
    static let systemFontAliases: String = {
        let prefer = SystemFont.standIns.map { "<family>\(Markup.escaped($0))</family>" }.joined()
        return SystemFont.names.map { name in
            "  <alias binding=\"same\"><family>\(Markup.escaped(name))</family><prefer>\(prefer)</prefer></alias>"
        }.joined(separator: "\n")
    }()

    /// The fontconfig rules every render uses: the system font's names, emoji in the colour font,
    /// no hinting or sub-pixel rendering, colour bitmaps scaled to the asked size, synthetic oblique
    /// and bold where a family has no such face (as Core Text does).
    static let renderingRules = systemFontAliases + "\n" + """
      <alias binding="same"><family>Noto Color Emoji</family><default><family>emoji</family></default></alias>
      <match target="pattern">
        <test name="family"><string>emoji</string></test>
        <edit name="lang" mode="prepend"><string>und-zsye</string></edit>
      </match>
      <match target="pattern">
        <edit name="antialias" mode="assign"><bool>true</bool></edit>
        <edit name="hinting" mode="assign"><bool>false</bool></edit>
        <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
        <edit name="autohint" mode="assign"><bool>false</bool></edit>
        <edit name="rgba" mode="assign"><const>none</const></edit>
        <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
        <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
      </match>
      <match target="font">
        <test name="color" compare="eq"><bool>true</bool></test>
        <edit name="embeddedbitmap" mode="assign"><bool>true</bool></edit>
      </match>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <edit name="pixelsizefixupfactor" mode="assign">
          <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
        </edit>
      </match>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
        <edit name="matrix" mode="assign">
          <times>
            <name>matrix</name>
            <matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix>
          </times>
        </edit>
        <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
      </match>
      <match target="font">
        <test name="slant" compare="eq"><const>roman</const></test>
        <test target="pattern" name="slant" compare="not_eq"><const>roman</const></test>
        <edit name="matrix" mode="assign">
          <times>
            <name>matrix</name>
            <matrix><double>1</double><double>0.2</double><double>0</double><double>1</double></matrix>
          </times>
        </edit>
        <edit name="slant" mode="assign"><const>oblique</const></edit>
        <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
      </match>
      <match target="font">
        <test name="weight" compare="less_eq"><const>medium</const></test>
        <test target="pattern" name="weight" compare="more_eq"><const>bold</const></test>
        <edit name="embolden" mode="assign"><bool>true</bool></edit>
        <edit name="weight" mode="assign"><const>bold</const></edit>
      </match>
    """
}
