"""Daily digest page (also sent by e-mail)."""
import datetime

import jinja2

_env = jinja2.Environment(loader=jinja2.PackageLoader("feedrelay", "templates/digest"), autoescape=False, trim_blocks=True)


async def render_digest(db, user_id, days=1):
    since = (datetime.datetime.utcnow() - datetime.timedelta(days=days)).isoformat()
    async with db.execute(
        "SELECT e.title, e.link, e.summary, f.title AS feed FROM entries e JOIN subscriptions s ON s.feed_id = e.feed_id "
        "JOIN feeds f ON f.id = e.feed_id WHERE s.user_id = ? AND e.published >= ? ORDER BY f.title, e.published",
        (user_id, since),
    ) as cur:
        rows = await cur.fetchall()
    return _env.get_template("digest.html").render(entries=rows, since=since)
