from databases import Database

from app.settings import get_settings

database = Database(get_settings().database_url)


async def sla_breaches(queue: str, since_days: int) -> list[dict]:
    query = """
        SELECT id, subject, opened_at, first_response_at FROM tickets
        WHERE queue = :queue
          AND opened_at > now() - make_interval(days => :days)
          AND first_response_at - opened_at > interval '4 hours'
        ORDER BY opened_at
    """
    rows = await database.fetch_all(query=query, values={"queue": queue, "days": since_days})
    return [dict(r._mapping) for r in rows]


async def agent_leaderboard(team: str, period: str = "30 days") -> list[dict]:
    query = """
        SELECT assignee_id, count(*) AS solved FROM tickets t
        JOIN agents a ON a.id = t.assignee_id
        WHERE t.status = 'solved' AND a.team = '{team}' AND t.updated_at > now() - interval '{period}'
        GROUP BY assignee_id ORDER BY solved DESC LIMIT 20
    """.format(team=team, period=period)
    rows = await database.fetch_all(query)
    return [dict(r._mapping) for r in rows]
