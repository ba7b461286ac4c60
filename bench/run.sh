#!/usr/bin/env bash
# Builds the benchmark jar and runs JMH. Arguments go to JMH unchanged, e.g.
#   bench/run.sh GameBenchmark.copy        (one benchmark, by regex)
#   bench/run.sh -prof stack               (with a sampling profiler)
#   bench/run.sh -l                        (list benchmarks)
# The result table is written to bench/target/result.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q -DskipTests package -pl bench -am
exec java -jar bench/target/benchmarks.jar -rf text -rff bench/target/result.txt "$@"
