import json, sys
variants = ["primary", "secondary", "success", "danger", "warning", "info", "light", "dark"]
dark_text = {"warning", "info", "light"}   # color-contrast() picks black for these
titles = {v: v.capitalize() for v in variants}
def amt(name): return "{btn.%s}" % name
buttons = {}
for v in variants:
    c = "{color.%s}" % v
    on = "{color.on-%s}" % v
    # Bootstrap rule: light text -> shade (darken); dark text -> tint (lighten); .btn-light forces shade,
    # .btn-dark forces tint.
    use_shade = (v not in dark_text or v == "light") and v != "dark"
    op = "shade" if use_shade else "tint"
    hb = amt("hover-bg-%s-amount" % op); ab = amt("active-bg-%s-amount" % op)
    hbo = amt("hover-border-%s-amount" % op); abo = amt("active-border-%s-amount" % op)
    active_bg = {"of": c, op: ab}; hover_bg = {"of": c, op: hb}
    buttons["btn-" + v] = {
        "title": titles[v],
        "titleColor": {"normal": on, "disabled": {"of": on, "opacity": amt("disabled-opacity")}},
        "backgroundColor": {"normal": c, "highlighted": active_bg, "selected": active_bg, "focused": hover_bg,
                            "disabled": {"of": c, "opacity": amt("disabled-opacity")}},
        "border": {
            "normal": {"width": "{btn.border-width}", "color": c},
            "highlighted": {"width": "{btn.border-width}", "color": {"of": c, op: abo}},
            "selected": {"width": "{btn.border-width}", "color": {"of": c, op: abo}},
            "focused": {"width": "{btn.border-width}", "color": {"of": c, op: hbo}},
            "disabled": {"width": "{btn.border-width}", "color": {"of": c, "opacity": amt("disabled-opacity")}},
        },
    }
for v in variants:
    c = "{color.%s}" % v
    on = "{color.on-%s}" % v
    buttons["btn-outline-" + v] = {
        "title": titles[v],
        "titleColor": {"normal": c, "highlighted": on, "selected": on, "focused": on,
                       "disabled": {"of": c, "opacity": amt("disabled-opacity")}},
        "backgroundColor": {"normal": "clear", "highlighted": c, "selected": c, "focused": c},
        "border": {
            "normal": {"width": "{btn.border-width}", "color": c},
            "disabled": {"width": "{btn.border-width}", "color": {"of": c, "opacity": amt("disabled-opacity")}},
        },
    }
theme = {
    "name": "bootstrap",
    "description": "Bootstrap 5.3 .btn-* and .btn-outline-* with Sass-derived state colours",
    "tokens": "bootstrap.tokens.json",
    "states": ["normal", "highlighted", "focused", "selected", "disabled"],
    "appearance": {
        "type": "custom",
        "font": "{btn.font}",
        "cornerRadius": "{btn.border-radius}",
        "contentEdgeInsets": ["{btn.padding-y}", "{btn.padding-x}", "{btn.padding-y}", "{btn.padding-x}"],
    },
    "buttons": buttons,
}
sizes = json.loads(sys.argv[1]) if len(sys.argv) > 1 else {}
for k, w in sizes.items(): buttons[k]["size"] = [w, "{btn.height}"]
hdr = open("bootstrap.header.txt").read()
open("bootstrap.json", "w").write(hdr + json.dumps(theme, ensure_ascii=False, indent=2) + "\n")
