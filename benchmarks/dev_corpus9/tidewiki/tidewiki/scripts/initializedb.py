"""``initialize_tidewiki_db production.ini``: create tables and run migrations."""
import argparse
import subprocess
import sys

from pyramid.paster import bootstrap, setup_logging


def main(argv=sys.argv):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("config_uri")
    parser.add_argument("--skip-migrations", action="store_true")
    args = parser.parse_args(argv[1:])
    setup_logging(args.config_uri)
    env = bootstrap(args.config_uri)
    try:
        from ..models import Base
        engine = env["request"].dbsession.get_bind()
        Base.metadata.create_all(engine)
    finally:
        env["closer"]()
    if not args.skip_migrations:
        subprocess.check_call("alembic -c %s upgrade head" % args.config_uri, shell=True)


if __name__ == "__main__":
    main()
