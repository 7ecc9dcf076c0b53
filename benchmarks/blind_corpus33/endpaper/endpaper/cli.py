"""flask commands run by the workshop manager on the server."""
import click
from werkzeug.security import generate_password_hash

from .db import get_db


def init_app(app):
    @app.cli.command("add-staff")
    @click.argument("email")
    @click.password_option()
    def add_staff(email, password):
        db = get_db()
        db.execute("INSERT INTO staff (email, pw_hash) VALUES (?, ?)", (email, generate_password_hash(password)))
        db.commit()
        click.echo(f"added {email}")

    @app.cli.command("close-commission")
    @click.argument("commission_id", type=int)
    def close_commission(commission_id):
        db = get_db()
        db.execute("UPDATE commissions SET status = 'closed' WHERE id = ?", (commission_id,))
        db.commit()
