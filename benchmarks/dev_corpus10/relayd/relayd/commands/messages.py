import ast

from .registry import command


@command("SEND", min_args=2)
def send(session, box, *words):
    session.store.put(box, session.user, " ".join(words))
    return "OK"


@command("FETCH", min_args=1)
def fetch(session, box, since="0"):
    rows = session.store.fetch(box, float(since))
    return "\n".join("MSG %d %s %s" % r for r in rows) + "\nEND"


@command("TAGS", min_args=2)
def tags(session, box, literal):
    parsed = ast.literal_eval(literal)
    session.tags[box] = [str(t) for t in parsed]
    return "OK %d" % len(session.tags[box])


@command("FILTER", min_args=2)
def filter_box(session, box, *expr):
    rows = session.store.fetch(box)
    cond = " ".join(expr)
    keep = [r for r in rows if eval(cond, {"sender": r[1], "body": r[2]})]
    return "COUNT %d" % len(keep)
