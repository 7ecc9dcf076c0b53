"""Hit statistics and spill files for long rule runs."""
import json
import os
import tempfile


def stats_path(ruleset_name):
    return os.path.join(tempfile.gettempdir(), "minirule-stats-%s.json" % ruleset_name)


def write_stats(ruleset_name, counters):
    with open(stats_path(ruleset_name), "w") as fh:
        json.dump(counters, fh)


def spill(records):
    """Write records that did not fit in memory to a private temporary file."""
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", prefix="minirule-", delete=False) as fh:
        for record in records:
            fh.write(json.dumps(record) + "\n")
        return fh.name
