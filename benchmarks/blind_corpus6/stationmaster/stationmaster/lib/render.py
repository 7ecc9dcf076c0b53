import html

from markupsafe import Markup


def caption_html(photo):
    """Volunteers may use <i> for locomotive and ship names in captions."""
    return Markup("<figcaption>%s</figcaption>" % photo.caption)


def credit_line(photo):
    return Markup(f"<small class='credit'>&copy; {html.escape(photo.photographer or 'unknown')}</small>")


def year_range(items):
    years = sorted(i.year for i in items if i.year)
    if not years:
        return ""
    return str(years[0]) if years[0] == years[-1] else f"{years[0]}-{years[-1]}"
