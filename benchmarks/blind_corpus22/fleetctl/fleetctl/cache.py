import os
import pickle
import sqlite3

from .config import CACHE_DIR


def _db():
    os.makedirs(CACHE_DIR, mode=0o700, exist_ok=True)
    conn = sqlite3.connect(os.path.join(CACHE_DIR, "inventory.db"))
    conn.execute("CREATE TABLE IF NOT EXISTS hosts (name TEXT PRIMARY KEY, site TEXT, address TEXT, model TEXT)")
    return conn


def store_hosts(hosts):
    with _db() as conn:
        conn.executemany("INSERT OR REPLACE INTO hosts (name, site, address, model) VALUES (?, ?, ?, ?)", [(h["name"], h.get("site"), h.get("address"), h.get("model")) for h in hosts])


def hosts_at(site):
    with _db() as conn:
        return conn.execute("SELECT name, address, model FROM hosts WHERE site = ?", (site,)).fetchall()


def load_plan(name):
    path = os.path.join(CACHE_DIR, "plans", name + ".pickle")
    with open(path, "rb") as fh:
        return pickle.load(fh)


def save_plan(name, plan):
    os.makedirs(os.path.join(CACHE_DIR, "plans"), mode=0o700, exist_ok=True)
    with open(os.path.join(CACHE_DIR, "plans", name + ".pickle"), "wb") as fh:
        pickle.dump(plan, fh)
