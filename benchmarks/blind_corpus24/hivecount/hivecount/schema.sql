CREATE TABLE IF NOT EXISTS hives (code TEXT PRIMARY KEY, apiary_id INTEGER, frames INTEGER, queen_marked TEXT);
CREATE TABLE IF NOT EXISTS inspections (id INTEGER PRIMARY KEY AUTOINCREMENT, apiary_id INTEGER, hive_code TEXT, inspected_on TEXT, notes TEXT, queen_seen INTEGER);
