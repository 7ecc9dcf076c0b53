import hashlib
import random
import secrets

from bottle import Bottle, request

from .db import connect

raffle = Bottle()


@raffle.post("/raffle/buy")
def buy():
    n = int(request.forms.get("count", "1"))
    tickets = [secrets.token_hex(4).upper() for _ in range(n)]
    with connect() as conn:
        conn.executemany("INSERT INTO raffle(ticket, buyer) VALUES (?, ?)", [(t, request.forms.get("buyer")) for t in tickets])
    return {"tickets": tickets}


@raffle.post("/raffle/draw")
def draw():
    with connect() as conn:
        tickets = [r[0] for r in conn.execute("SELECT ticket FROM raffle")]
    winner = random.choice(tickets)
    return {"winner": winner}


@raffle.get("/raffle/board.png")
def board_etag():
    with connect() as conn:
        count = conn.execute("SELECT COUNT(*) FROM raffle").fetchone()[0]
    return {"etag": hashlib.md5(str(count).encode()).hexdigest()}
