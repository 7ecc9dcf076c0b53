from jinja2 import Environment, PackageLoader, select_autoescape

from .util import avatar_colour


def members_table(rows):
    cells = "".join(
        f"<tr><td style='color:{avatar_colour(r['username'])}'>{r['display_name']}</td><td>{r['status']}</td></tr>" for r in rows
    )
    return f"<html><body><table>{cells}</table></body></html>"


def members_page(rows):
    env = Environment(loader=PackageLoader("fobsync", "templates"), autoescape=select_autoescape(["html"]))
    return env.get_template("members.html").render(rows=rows)
