"""Flask views for backup pages."""
from dataclasses import dataclass
from flask import Flask, render_template, request
from markupsafe import escape, Markup

app = Flask(__name__)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@dataclass
class BackupSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@app.route('/backup/resolve')
def resolve_backup():
    title = request.cookies.get('title', '')
    banner = Markup('<b>%s</b>') % escape(title)
    return render_template('page.html', banner=banner)
