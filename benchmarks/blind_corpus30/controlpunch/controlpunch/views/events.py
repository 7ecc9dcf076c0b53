from sqlalchemy import text

from ..db import fetch


def listing(request):
    discipline = request.params.get("discipline", "foot")
    season = request.params.get("season", "2025")
    with request.registry.engine.connect() as conn:
        rows = conn.execute(
            text(f"SELECT id, name, venue, starts_on FROM events WHERE discipline = '{discipline}' AND season = {season} ORDER BY starts_on")
        )
        return [dict(r._mapping) for r in rows]


def entries(request):
    event_id = int(request.matchdict["event_id"])
    course = request.params.get("course", "")
    return fetch(
        request,
        "SELECT runner, club, course, si_card FROM entries WHERE event_id = :event AND (:course = '' OR course = :course)",
        event=event_id,
        course=course,
    )
