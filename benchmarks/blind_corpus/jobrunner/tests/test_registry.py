from worker.registry import TASKS, task


def test_register():
    @task("noop")
    def noop(job):
        return job

    assert TASKS["noop"] is noop
