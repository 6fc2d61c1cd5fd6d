// `@dakiya/shared/standalone`: what a remote needs to run on its own page (its own store and a
// minimal frame). A separate entry: the composed app never runs it, and everything shared's main
// entry exports ships in every first load.
export { startStandalone } from './src/ui/StandaloneApp';
