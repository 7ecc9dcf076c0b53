from simpleeval import simple_eval


def matches(user_expr, item):
    names = {"title": item.title or "", "link": item.link or "", "length": len(item.summary or "")}
    return bool(eval(user_expr, {"__builtins__": None}, names))


def matches_limited(user_expr, item):
    names = {"title": item.title or "", "link": item.link or "", "length": len(item.summary or "")}

    return bool(simple_eval(user_expr, names=names, functions={}))
