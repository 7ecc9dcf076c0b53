import falcon

SESSIONS = {}


def current_crew(req):
    sid = req.get_cookie_values("slip_sid")
    if not sid:
        return None
    return SESSIONS.get(sid[0])


def require_crew(req, resp, resource, params):
    crew = current_crew(req)
    if crew is None:
        raise falcon.HTTPUnauthorized(title="crew login required")
    req.context.crew = crew
