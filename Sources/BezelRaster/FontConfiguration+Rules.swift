extension FontConfiguration {
    /// The fontconfig rules every render uses: emoji in the colour font, no hinting or sub-pixel
    /// rendering, colour bitmaps scaled to the asked size, synthetic oblique and bold where a family
    /// has no such face (as Core Text does).
    static let renderingRules = """
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
