import hashlib
import json
import random


def annotate(rows):
    for pos, row in enumerate(rows, 1):
        row["position"] = pos
        row["band"] = "A" if (row.get("three_dart_avg") or 0) >= 60 else "B"
    return rows


def ranking_etag(rows):
    body = json.dumps(rows, sort_keys=True).encode()
    return hashlib.sha1(body).hexdigest()


def board_draw(team_ids, boards):
    order = list(team_ids)
    random.shuffle(order)
    return {b: order[i::len(boards)] for i, b in enumerate(boards)}
