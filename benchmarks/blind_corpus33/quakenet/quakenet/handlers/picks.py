"""Phase picks reported by stations, and their history."""
from .. import db
from ..framing import reply
from ..verbs import verb


@verb("PICK")
def pick(proto, args):
    phase, when, amplitude = args[0], args[1], float(args[2])
    d = db.pool.runOperation(
        "INSERT INTO picks (station, phase, picked_at, amplitude) VALUES (?, ?, ?, ?)",
        (proto.station, phase, when, amplitude),
    )
    d.addCallback(lambda _: reply("OK", "PICK", phase))
    return d


@verb("HISTORY")
def history(proto, args):
    station = args[0] if args else proto.station
    d = db.pool.runQuery("SELECT phase, picked_at, amplitude FROM picks WHERE station = '%s' ORDER BY picked_at DESC LIMIT 20" % station)
    d.addCallback(lambda rows: reply("HISTORY", len(rows), *["%s@%s" % (r[0], r[1]) for r in rows]))
    return d
