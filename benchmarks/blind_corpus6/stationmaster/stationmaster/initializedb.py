import argparse
import random
import sys

from pyramid.paster import bootstrap, setup_logging

from .models import Base, Item

RAILWAYS = ["VR", "GWR", "LNWR", "SER", "MR"]
SUBJECTS = ["Station frontage", "Signal box", "Goods yard", "Footbridge", "Engine shed", "Level crossing"]


def demo_items(n, seed=1893):
    rng = random.Random(seed)
    for i in range(n):
        yield Item(
            title=f"{rng.choice(SUBJECTS)}, view {i + 1}",
            year=rng.randint(1860, 1965),
            railway=rng.choice(RAILWAYS),
            unitid=f"DEMO/{i + 1:04d}",
        )


def main(argv=sys.argv):
    parser = argparse.ArgumentParser()
    parser.add_argument("config_uri")
    parser.add_argument("--demo", type=int, default=0)
    args = parser.parse_args(argv[1:])
    setup_logging(args.config_uri)
    env = bootstrap(args.config_uri)
    with env["request"].tm:
        session = env["request"].dbsession
        Base.metadata.create_all(session.get_bind())
        if args.demo:
            session.add_all(demo_items(args.demo))
