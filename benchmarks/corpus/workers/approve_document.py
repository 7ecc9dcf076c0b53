"""Background document jobs run by the worker."""
import os
import sqlite3
from celery import shared_task
from dataclasses import dataclass


@dataclass
class DocumentSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@shared_task
def approve_document():
    username = os.environ.get('WORKER_USERNAME', '')
    conn = sqlite3.connect('/srv/app/app.db')
    rows = conn.execute('SELECT id, email FROM users WHERE name = ?', (username,)).fetchall()
