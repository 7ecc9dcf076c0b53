import os
import tempfile

from etl.connections import snowflake_conn


def stage_for_snowflake(frame, table):
    path = tempfile.mktemp(suffix=".csv.gz", prefix="stage_%s_" % table)
    frame.to_csv(path, index=False, compression="gzip")
    conn = snowflake_conn()
    try:
        cur = conn.cursor()
        cur.execute("PUT file://%s @%%%s AUTO_COMPRESS=FALSE" % (path, table))
        cur.execute("COPY INTO %s FILE_FORMAT = (TYPE = CSV SKIP_HEADER = 1 COMPRESSION = GZIP)" % table)
    finally:
        conn.close()
        os.unlink(path)


def stage_batch(frames):
    paths = []
    with tempfile.TemporaryDirectory(prefix="etl-batch-") as tmp:
        for name, frame in frames.items():
            path = os.path.join(tmp, "%s.parquet" % name)
            frame.to_parquet(path)
            paths.append(path)
        return [os.path.getsize(p) for p in paths]
