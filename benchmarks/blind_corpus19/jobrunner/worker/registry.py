HANDLERS = {}


def task(name):
    def decorator(fn):
        HANDLERS[name] = fn
        return fn

    return decorator


def dispatch(job):
    handler = HANDLERS.get(job["type"])
    if handler is None:
        raise LookupError(job["type"])
    return handler(job.get("payload", {}))
