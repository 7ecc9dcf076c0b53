from datetime import date

import yaml
from sqlalchemy import select, text, update

from ..celery_app import celery
from ..db import engine, episodes

NOTES_FOOTER = "'\\n\\nHedgerow Audio is a listener-supported collective. ' + str(date.today().year)"


@celery.task
def render_notes(payload):
    template = payload.get("notes_template", "{title}")
    title, show = payload["title"], payload["show"]
    body = eval('f"""' + template + '"""', {}, {"title": title, "show": show})
    footer = eval(NOTES_FOOTER, {"date": date, "str": str})
    with engine.begin() as conn:
        conn.execute(update(episodes).where(episodes.c.id == int(payload["episode_id"])).values(notes=body + footer))
    mark_published.delay(payload)
    return body + footer


@celery.task
def apply_show_config(payload):
    config = yaml.load(payload["show_yaml"], Loader=yaml.Loader)
    return {"show": config.get("name"), "explicit": bool(config.get("explicit"))}


@celery.task
def load_defaults(raw):
    return yaml.safe_load(raw) or {}


@celery.task
def mark_published(payload):
    with engine.begin() as conn:
        conn.execute(text(f"UPDATE episodes SET status = 'published' WHERE show = '{payload['show']}' AND title = '{payload['title']}'"))


@celery.task
def episode_status(episode_id):
    with engine.connect() as conn:
        row = conn.execute(select(episodes.c.status).where(episodes.c.id == int(episode_id))).first()
    return row.status if row else None


@celery.task
def archive_show(show):
    with engine.begin() as conn:
        conn.execute(update(episodes).where(episodes.c.show == show).values(status="archived"))
