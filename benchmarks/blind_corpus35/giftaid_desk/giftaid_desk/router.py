ROUTES = {}


def route(path, methods=("GET",)):
    def register(func):
        for method in methods:
            ROUTES[(method, path)] = func
        return func
    return register


def resolve(method, path):
    return ROUTES.get((method, path))
