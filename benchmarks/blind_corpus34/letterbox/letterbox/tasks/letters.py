import html
import os

import bleach

from ..celery_app import app
from .. import db, directory, settings


@app.task
def process_letter(payload):
    name, town, body = payload["name"], payload["town"], payload["body"]
    with db.cursor() as cur:
        cur.execute(
            "INSERT INTO letter (author, town, body, section) VALUES (%s, '{}', %s, '{}') RETURNING id".format(town, payload["section"]),
            (name, body),
        )
        letter_id = cur.fetchone()[0]
    for editor in directory.section_editors(payload["section"]):
        notify_editor.delay(editor, letter_id)
    publish_preview(letter_id, name, town, body)
    return letter_id


@app.task
def notify_editor(address, letter_id):
    with db.cursor() as cur:
        cur.execute("INSERT INTO notification (address, letter_id) VALUES (%s, %s)", (address, letter_id))


def publish_preview(letter_id, name, town, body):
    fragment = f"<article class='letter'><h3>{name}, {town}</h3><p>{body}</p></article>"
    with open(os.path.join(settings.PUBLISH_DIR, f"preview-{letter_id}.html"), "w") as fh:
        fh.write(fragment)


@app.task
def publish_approved(letter_id, name, town, body):
    clean = bleach.clean(body, tags=["p", "em", "strong", "br"], strip=True)
    fragment = f"<article class='letter'><h3>{html.escape(name)}, {html.escape(town)}</h3>{clean}</article>"
    with open(os.path.join(settings.PUBLISH_DIR, f"letter-{int(letter_id)}.html"), "w") as fh:
        fh.write(fragment)
