import ast

from ..db import conn


async def add_rule(args, session):
    when, song = args[0], args[1]
    days = ast.literal_eval(args[2]) if len(args) > 2 else ()
    conn().execute("INSERT INTO schedule(at, song, days) VALUES (?, ?, ?)", (when, song, ",".join(map(str, days))))
    conn().commit()
    return {"ok": True}


async def tempo_map(args, session):
    expr = " ".join(args)
    bpm = [eval(expr, {"__builtins__": None}, {"bar": b}) for b in range(1, 33)]
    return {"bpm": bpm}
