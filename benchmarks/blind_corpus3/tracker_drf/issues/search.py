from django.db import connection
from rest_framework.response import Response
from rest_framework.views import APIView


def _rows(cursor):
    cols = [c[0] for c in cursor.description]
    return [dict(zip(cols, r)) for r in cursor.fetchall()]


class SearchView(APIView):
    """Full-text-ish search across issues the user can see."""

    def get(self, request):
        q = request.query_params.get("q", "")
        status = request.query_params.get("status")
        with connection.cursor() as cur:
            sql = f"SELECT id, title, status FROM issues_issue WHERE (title ILIKE '%{q}%' OR body ILIKE '%{q}%')"
            if status:
                sql += " AND status = %s"
            cur.execute(sql, [status] if status else None)
            return Response(_rows(cur))


class LabelSearchView(APIView):
    def get(self, request):
        label = request.query_params.get("label", "")
        limit = min(int(request.query_params.get("limit", "50")), 200)
        with connection.cursor() as cur:
            cur.execute("SELECT id, title FROM issues_issue WHERE labels @> %s::jsonb "
                        "ORDER BY updated DESC LIMIT " + str(limit), ['["%s"]' % label.replace('"', '')])
            return Response(_rows(cur))
