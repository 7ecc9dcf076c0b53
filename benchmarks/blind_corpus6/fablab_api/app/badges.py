from pathlib import Path

from jinja2 import Environment, FileSystemLoader, select_autoescape

_TEMPLATES = Path(__file__).resolve().parent / "templates"

# Badge sheets are HTML pages printed from the browser at the front desk.
badge_env = Environment(loader=FileSystemLoader(_TEMPLATES), autoescape=False)

email_env = Environment(loader=FileSystemLoader(_TEMPLATES), autoescape=select_autoescape(["html", "xml"]))


def render_badge_sheet(members):
    return badge_env.get_template("badges.html").render(members=members)


def render_welcome_email(member):
    return email_env.get_template("welcome.html").render(member=member)
