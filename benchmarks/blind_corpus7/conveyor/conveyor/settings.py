import os

AMQP_URL = "amqp://conveyor:Qz8rT3pLw0vN@rabbit.prod.internal:5672/conveyor"
QUEUE = os.environ.get("CONVEYOR_QUEUE", "conveyor.jobs")
PREFETCH = int(os.environ.get("CONVEYOR_PREFETCH", "8"))
DSN_TEMPLATE = "postgresql://{user}:{password}@{host}:5432/{db}"
DB_DSN = DSN_TEMPLATE.format(user=os.environ.get("PGUSER", "conveyor"), password=os.environ.get("PGPASSWORD", ""),
                             host=os.environ.get("PGHOST", "localhost"), db=os.environ.get("PGDATABASE", "conveyor"))
RESULTS_ENDPOINT = os.environ.get("CONVEYOR_RESULTS", "https://jobs.internal.example/api/results")
WORK_DIR = os.environ.get("CONVEYOR_WORKDIR", "/srv/conveyor/work")
SEEN_DB = os.path.join(WORK_DIR, "seen.shelf")
