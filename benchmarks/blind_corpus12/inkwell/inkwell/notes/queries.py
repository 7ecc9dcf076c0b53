"""SQL fragments used by the notes blueprint."""

SORT_COLUMNS = {
    "created": "n.created_at DESC",
    "title": "n.title COLLATE NOCASE",
    "updated": "n.updated_at DESC",
}


def search_sql(owner_id, term, sort):
    base = (
        "SELECT n.id, n.title, n.body FROM notes n "
        "WHERE n.owner_id = %d AND (n.title LIKE '%%%s%%' OR n.body LIKE '%%%s%%')" % (owner_id, term, term)
    )
    return base + " ORDER BY " + SORT_COLUMNS.get(sort, SORT_COLUMNS["created"])


def tag_sql(tags):
    placeholders = ", ".join("?" for _ in tags)
    return (
        "SELECT n.id, n.title FROM notes n JOIN note_tags t ON t.note_id = n.id "
        "WHERE t.tag IN (%s) GROUP BY n.id" % placeholders
    )
