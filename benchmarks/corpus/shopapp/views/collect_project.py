"""Flask views for project pages."""
from dataclasses import dataclass
from flask import Flask, jsonify, request, session

app = Flask(__name__)

PAGE_SIZE = 50
MAX_RETRIES = 3


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@dataclass
class ProjectSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@app.route('/project/collect', methods=['GET', 'POST'])
def collect_project():
    username = request.headers.get('X-USERNAME', '')
    session['account_id'] = username
    return jsonify(status='ok')
