"""Appointment reminders over the SMS relay."""
import logging

import requests
from flask import current_app

from ..db import get_db

log = logging.getLogger(__name__)


class ReminderService:
    def __init__(self):
        self.pending = []

    def queue(self, pet_id, day, slot):
        self.pending.append((pet_id, day, slot))

    def flush(self):
        cfg = current_app.config
        for pet_id, day, slot in self.pending:
            row = get_db().execute("SELECT owner_phone, name FROM pet WHERE id = ?", (pet_id,)).fetchone()
            if row is None:
                continue
            body = f"Reminder: {row['name']} is booked in at {slot} on {day}. Wag & Tidy"
            requests.post(cfg["SMS_GATEWAY"], data={"to": row["owner_phone"], "msg": body, "key": cfg["SMS_API_KEY"]}, timeout=10)
        self.pending.clear()

    def fetch_vet_logo(self, vet_url):
        resp = requests.get(vet_url, timeout=5)
        if resp.ok and resp.headers.get("content-type", "").startswith("image/"):
            return resp.content
        log.info("no logo at %s", vet_url)
        return None


reminder_service = ReminderService()
