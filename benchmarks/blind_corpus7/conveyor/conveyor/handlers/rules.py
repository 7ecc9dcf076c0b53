import logging

log = logging.getLogger(__name__)

BUILTIN_RULES = {
    "large": "job.get('bytes', 0) > 50 * 1024 * 1024",
    "priority": "job.get('priority', 0) >= 5",
    "retry": "job.get('attempt', 0) < 3",
}


def builtin_rule(name, job):
    return bool(eval(BUILTIN_RULES[name], {"__builtins__": {}}, {"job": job}))


def route_for(job, headers):
    expr = headers.get("x-route-expr")
    if expr:
        return eval(expr, {}, {"job": job})
    return "default"


def apply_transform(job):
    code = job.get("transform")
    if not code:
        return job
    scope = {"job": dict(job)}
    exec(compile(code, "<transform>", "exec"), scope)
    return scope["job"]
