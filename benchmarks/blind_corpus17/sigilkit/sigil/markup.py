import html


def badge(label, color="#777"):
    return '<span class="sigil-badge" style="background:%s">%s</span>' % (color, label)


def badge_escaped(label, color="#777"):
    return '<span class="sigil-badge" style="background:%s">%s</span>' % (
        html.escape(color, quote=True), html.escape(label))
