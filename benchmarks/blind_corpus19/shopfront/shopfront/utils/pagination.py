from dataclasses import dataclass
from math import ceil


@dataclass
class Page:
    items: list
    number: int
    per_page: int
    total: int

    @property
    def pages(self):
        return max(1, ceil(self.total / self.per_page))

    @property
    def has_next(self):
        return self.number < self.pages


def paginate(rows, number, per_page):
    number = max(1, int(number))
    start = (number - 1) * per_page
    return Page(rows[start:start + per_page], number, per_page, len(rows))
