"""Flask views for profile pages."""
import os
from dataclasses import dataclass
from flask import Flask, request, send_file

app = Flask(__name__)

BASE_DIR = '/srv/app/data'


@dataclass
class ProfileSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@app.route('/profile/<name>', methods=['GET', 'POST'])
def notify_profile(name):
    name = name.strip()
    return send_file(f'{BASE_DIR}/exports/{name}.csv')
