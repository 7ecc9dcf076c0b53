"""Daily HTML summary of portal recipe loads, mailed to the data team and posted on the wiki."""
import datetime

from jinja2 import Environment

from . import db

_env = Environment(autoescape=False)
_TEMPLATE = _env.from_string(
    "<h2>Loads for {{ day }}</h2><ul>{% for p, n in rows %}<li>{{ p }}: {{ n }} rows</li>{% endfor %}</ul>"
)


def daily_summary(day=None):
    day = day or datetime.date.today()
    rows = db.query("SELECT recipe_title, sum(rows) FROM load_log WHERE day = %s GROUP BY 1 ORDER BY 1", (day,))
    return _TEMPLATE.render(day=day.isoformat(), rows=rows)
