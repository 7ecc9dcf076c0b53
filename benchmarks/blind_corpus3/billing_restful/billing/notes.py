"""HTML fragments returned to the dashboard for inline rendering."""
from markupsafe import Markup


def render_note(text):
    """Customer-supplied note shown on the account page."""
    return Markup(f"<div class='note'>{text}</div>")


def render_badge(plan_name):
    return Markup("<span class='badge badge-{}'>{}</span>").format(plan_name.lower(), plan_name)


def render_overdue(days):
    level = "danger" if days > 30 else "warning"
    return Markup("<span class='label label-%s'>%d days overdue</span>" % (level, int(days)))
