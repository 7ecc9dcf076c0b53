"""Helpers for the functional tests (uses an in-memory fake directory)."""

DUMMY_BIND_PASSWORD = "not-a-real-password"


class FakeDirectory:
    def __init__(self, people=None):
        self.people = people or {"jdoe": {"uid": ["jdoe"], "cn": ["Jane Doe"], "mail": ["jdoe@corp.example"], "title": ["Engineer"]}}

    def find_people(self, text):
        return [p for p in self.people.values() if text.lower() in p["cn"][0].lower()]

    def get_person(self, uid):
        return self.people.get(uid)

    def group_members(self, cn):
        return []

    def authenticate(self, uid, password):
        return uid in self.people and password == DUMMY_BIND_PASSWORD
