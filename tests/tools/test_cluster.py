"""simulate and the balance measurers on a Dask cluster (the optional 'cluster' extra): the same figures as a
local run for the same seeds; without Dask a clear message, and --jobs as before."""

from __future__ import annotations

import builtins
import json

import pytest

from desktop_app.cli import simulate
from desktop_app.engine.errors import OptionsError
from desktop_app.tools import runner
from desktop_app.tools.balance import campaign_trail as ct

from .clock_free import without_clock


def _simulate_json(args: list[str], capsys) -> dict:
    assert simulate.main([*args, "--quiet"]) == 0
    return json.loads(capsys.readouterr().out.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def cluster_address():
    distributed = pytest.importorskip(
        "distributed", reason="Dask's distributed is not installed (the optional 'cluster' extra)")
    # Workers as threads of this process, one game at a time: the machine has 2 cores.
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster:
        yield cluster.scheduler_address


@pytest.mark.parametrize("args", [
    ["--game", "copycat", "--players", "ai:random,ai:easy", "--games", "4", "--seed", "3"],
    ["--game", "campaign-trail", "--players", "ai:easy,ai:easy", "--games", "2", "--seed", "5"],
])
def test_simulate_on_a_cluster_equals_a_local_run(args, cluster_address, capsys):
    local = _simulate_json(args, capsys)
    on_cluster = _simulate_json([*args, "--scheduler", cluster_address], capsys)
    assert without_clock(on_cluster) == without_clock(local)
    assert on_cluster["agents"][0]["decisions"] > 0


def test_balance_on_a_cluster_equals_a_local_run(cluster_address):
    fixed = {"parties": "DR", "expansion_cards": "off"}
    local = ct.measure(2, 2, 9, "easy", jobs=1, fixed=fixed)
    on_cluster = ct.measure(2, 2, 9, "easy", scheduler=cluster_address, fixed=fixed)
    assert without_clock(on_cluster) == without_clock(local)


def test_results_come_back_in_task_order(cluster_address):
    tasks = [(n,) for n in (5, 1, 4, 2)]
    assert runner.run_tasks(abs, tasks, scheduler=cluster_address) == [5, 1, 4, 2]


def test_without_dask_a_scheduler_is_refused_with_how_to_install_it(monkeypatch, capsys):
    real_import = builtins.__import__

    def no_distributed(name, *args, **kwargs):
        if name == "distributed" or name.startswith("distributed."):
            raise ImportError(f"No module named {name!r}")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_distributed)
    with pytest.raises(OptionsError, match=r"cluster.*pip install"):
        runner.check_scheduler("tcp://127.0.0.1:8786")
    with pytest.raises(SystemExit):
        simulate.main(["--game", "copycat", "--players", "ai:random,ai:random", "--games", "1",
                       "--scheduler", "tcp://127.0.0.1:8786"])
    assert "'cluster' extra" in capsys.readouterr().err
    # --jobs works as before without it.
    args = ["--game", "copycat", "--players", "ai:random,ai:random", "--games", "2", "--quiet"]
    assert simulate.main([*args, "--jobs", "1"]) == 0


def test_a_scheduler_address_is_checked_before_any_game(capsys):
    with pytest.raises(SystemExit):
        simulate.main(["--game", "copycat", "--players", "ai:random,ai:random", "--scheduler", "localhost"])
    assert "Dask scheduler address" in capsys.readouterr().err
