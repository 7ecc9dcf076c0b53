from jinja2 import Environment
from markupsafe import Markup, escape

_env = Environment(autoescape=True)
_CARD = _env.from_string("<div class='q'><h3>Round {{ n }}</h3><p>{{ text }}</p></div>")


def scoreboard_html(teams) -> str:
    rows = "".join(f"<tr><td>{t['name']}</td><td>{t['score']}</td></tr>" for t in teams)
    return Markup(f"<table class='scoreboard'>{rows}</table>")


def question_card(n, text) -> str:
    return _CARD.render(n=n, text=text)


def team_badge(name) -> Markup:
    return Markup("<span class='team'>%s</span>") % name


def escape_answer(text) -> str:
    return str(escape(text))
