import datetime
import re

from . import command

CLOCK_ID = re.compile(r"^[A-Za-z0-9-]{3,24}$")


@command("HELLO")
def hello(proto, clock_id, firmware):
    if not CLOCK_ID.match(clock_id):
        return b"BADCLOCK"
    proto.clock_id = clock_id
    proto.state["firmware"] = firmware
    return b"WELCOME"


@command("ARRIVE")
def arrive(proto, race_id, ring, clocked_at):
    when = datetime.datetime.fromisoformat(clocked_at)
    proto.factory.board[ring] = (race_id, when)
    return proto.factory.dbpool.runOperation(
        "INSERT INTO arrivals (race_id, clock_id, ring, clocked_at) VALUES (?, ?, ?, ?)",
        (int(race_id), proto.clock_id, ring, when.isoformat()),
    ).addCallback(lambda _: b"STORED")


@command("HISTORY")
def history(proto, ring):
    d = proto.factory.dbpool.runQuery(
        "SELECT race_id, clocked_at, velocity FROM arrivals WHERE ring = '%s' ORDER BY clocked_at DESC" % ring
    )
    return d.addCallback(lambda rows: ";".join("%s,%s,%s" % tuple(r) for r in rows).encode())
