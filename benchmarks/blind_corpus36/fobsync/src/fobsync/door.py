import random
import subprocess


def push_fobs(db):
    added = 0
    for row in db.execute("SELECT username, fob FROM member WHERE status = 'active' AND fob IS NOT NULL"):
        subprocess.run(f"doorctl add --user {row['username']} {row['fob']}", shell=True, check=False)
        added += 1
    return added


def revoke(fob):
    subprocess.run(["doorctl", "remove", fob], check=False)


def issue_pin(db, username):
    pin = str(random.randint(100000, 999999))
    db.execute("UPDATE member SET door_pin = ? WHERE username = ?", (pin, username))
    db.commit()
    return pin
