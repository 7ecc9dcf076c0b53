ROUTES = {}


def route(path, methods=("GET",)):
    def deco(fn):
        for m in methods:
            ROUTES[(m, path)] = fn
        return fn
    return deco


def resolve(method, path):
    return ROUTES.get((method, path))
