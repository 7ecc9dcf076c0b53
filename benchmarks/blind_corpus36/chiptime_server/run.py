"""Start the race-day timing server: python run.py [--config /etc/chiptime.ini]"""
import argparse
import asyncio

from chiptime.server import main

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="/etc/chiptime.ini")
    asyncio.run(main(ap.parse_args().config))
