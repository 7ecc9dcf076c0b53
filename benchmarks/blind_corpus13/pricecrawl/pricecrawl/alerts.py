"""E-mail subscribers when a watched product drops below their target price."""
import smtplib
from email.message import EmailMessage

from jinja2 import Environment, StrictUndefined

from pricecrawl import db

ALERT_TEMPLATE = """Hello {{ name }},

{{ title }} from {{ shop }} is now {{ "%.2f"|format(price) }} {{ currency }}
(your target was {{ "%.2f"|format(target) }}).

{{ url }}
"""

_env = Environment(undefined=StrictUndefined, autoescape=False)


def render_alert(row):
    return _env.from_string(ALERT_TEMPLATE).render(
        name=row["name"], title=row["title"], shop=row["shop"], price=row["price"],
        currency=row["currency"], target=row["target"], url=row["url"],
    )


def pending_alerts(conn):
    return conn.execute(
        """SELECT w.id, s.name, s.email, p.last_title AS title, p.shop, p.last_price AS price,
                  'EUR' AS currency, w.target, p.url
             FROM watch w JOIN subscriber s ON s.id = w.subscriber_id
             JOIN product p ON p.id = w.product_id
            WHERE p.last_price <= w.target AND w.notified = 0"""
    ).fetchall()


def send_all(smtp_host="localhost"):
    conn = db.connect()
    with smtplib.SMTP(smtp_host) as smtp:
        for row in pending_alerts(conn):
            msg = EmailMessage()
            msg["To"] = row["email"]
            msg["From"] = "alerts@pricecrawl.example"
            msg["Subject"] = "Price drop: %s" % row["title"][:60]
            msg.set_content(render_alert(row))
            smtp.send_message(msg)
            conn.execute("UPDATE watch SET notified = 1 WHERE id = ?", (row["id"],))
    conn.commit()
