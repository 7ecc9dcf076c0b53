from datetime import datetime

from markupsafe import escape


def money(cents, currency="EUR"):
    return f"{cents / 100:,.2f} {currency}"


def ago(ts):
    delta = datetime.utcnow() - ts
    if delta.days:
        return f"{delta.days}d ago"
    return f"{delta.seconds // 3600}h ago"


def register(app):
    app.jinja_env.filters["money"] = money
    app.jinja_env.filters["ago"] = ago
    app.jinja_env.filters["e"] = escape
